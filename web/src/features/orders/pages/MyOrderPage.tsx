export default function MyOrderPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Order</h1>
    </section>
  );
}
