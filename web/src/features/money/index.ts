/** What other features use of money: the payments API calls, the ledger and the advance rule. */
export { recordPayment, MoneyRefusal } from './data';
export { advanceGate } from './advanceGate';
export { useLedger } from './hooks';
