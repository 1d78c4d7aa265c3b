/** The workshop's parts other features show: the order page's panel, the dashboard tile and the due-this-week list. */
export { OrderWorkshopPanel } from './components/OrderWorkshopPanel';
export { DueThisWeekList, DueThisWeekTile } from './components/DueThisWeek';
