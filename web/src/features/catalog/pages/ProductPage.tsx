export default function ProductPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Product</h1>
    </section>
  );
}
