export default function WelcomePage() {
  return (
    <section className="container page">
      <h1 className="page-title">Welcome</h1>
    </section>
  );
}
