/** What other features use of orders. */
export { LineSpec } from './components/LineSpec';
export { useOrder } from './hooks';
