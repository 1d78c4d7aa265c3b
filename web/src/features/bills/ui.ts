/** Components of bills that other features show (the admin's order page). */
export { AdminBillPanel } from './components/AdminBillPanel';
