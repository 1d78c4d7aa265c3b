/** The feedback components other features show; each brings its stylesheet. Load it lazily. */
export { default as HomeFeedbackSection } from './components/HomeFeedbackSection';
