// The admin feature's public entry: what other features (the workshop's screens) may use.
export { useAdminCatalogue } from './adminCatalogue';
