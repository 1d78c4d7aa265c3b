export default function AboutPage() {
  return (
    <section className="container page">
      <h1 className="page-title">About Us</h1>
    </section>
  );
}
