export default function DesignDetailPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Design details</h1>
    </section>
  );
}
