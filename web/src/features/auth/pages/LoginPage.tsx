export default function LoginPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Sign In</h1>
    </section>
  );
}
