export default function OrdersPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Orders</h1>
    </section>
  );
}
