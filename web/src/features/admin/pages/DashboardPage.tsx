export default function DashboardPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Admin Dashboard</h1>
    </section>
  );
}
