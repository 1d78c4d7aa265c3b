export default function MyOrdersPage() {
  return (
    <section className="container page">
      <h1 className="page-title">My orders</h1>
    </section>
  );
}
