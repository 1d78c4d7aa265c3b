export default function CataloguePage() {
  return (
    <section className="container page">
      <h1 className="page-title">Products</h1>
    </section>
  );
}
