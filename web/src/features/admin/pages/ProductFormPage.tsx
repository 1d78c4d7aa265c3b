export default function ProductFormPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Product</h1>
    </section>
  );
}
