/** What other features use of the cart: logic only, no stylesheets. */
export { useAddToCart } from './addToCart';
