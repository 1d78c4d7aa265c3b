export default function CartPage() {
  return (
    <section className="container page">
      <h1 className="page-title">My Shopping Cart</h1>
    </section>
  );
}
