/** 'What Our Customers Say' on the home page: average rating, cards, shortcuts. */
export default function HomeFeedbackSection() {
  return null;
}
