/** What other features show of appointments: the entry links to /book and the admin's block on an order. */
export { BookVisitLink, TrialFittingLink } from './entryLinks';
export { OrderBookings } from './OrderBookings';
