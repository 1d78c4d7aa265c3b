export default function FeedbackPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Feedback</h1>
    </section>
  );
}
