/** The shop-details components other features show (the settings screen's preview); each brings its stylesheet. */
export { ContactCards } from './components/ContactCards';
export { Footer } from './components/Footer';
