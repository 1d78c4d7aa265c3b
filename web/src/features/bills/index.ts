/** What other features use of bills: the address of an order's bill and receipts. */
export const billPagePath = (orderId: string): string => `/orders/${orderId}/bill`;
