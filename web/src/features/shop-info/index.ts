/** What other features use of the shop's details: logic only, no stylesheets (components are in ui.ts). */
export { setShopSettings, useShopSettings } from './shopSettings';
export { fetchShopSettings } from './data';
