export default function HomePage() {
  return (
    <section className="container page">
      <h1 className="page-title">Premium Design Collection</h1>
    </section>
  );
}
