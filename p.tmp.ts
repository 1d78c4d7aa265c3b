import { measureInitialJs } from './scripts/bundle-budget';
const r = measureInitialJs('web/dist');
console.log(r.totalGzipBytes, 170 * 1024 - r.totalGzipBytes);
