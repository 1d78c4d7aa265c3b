/** Components of orders that other features show (the admin's order page). */
export { LineSpec } from './components/LineSpec';
export { MeasurementList } from './components/MeasurementList';
export { OrderPictures } from './components/OrderPictures';
