export default function ContactPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Contact Us</h1>
    </section>
  );
}
