/** Money panels other features show (each brings its stylesheet). */
export { AdminLedger } from './components/AdminLedger';
export { CustomerMoney } from './components/CustomerMoney';
export { PaymentSettingsSection } from './components/PaymentSettingsSection';
