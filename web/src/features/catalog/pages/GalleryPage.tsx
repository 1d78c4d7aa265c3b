export default function GalleryPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Designs</h1>
    </section>
  );
}
