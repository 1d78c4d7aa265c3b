export default function SignupPage() {
  return (
    <section className="container page">
      <h1 className="page-title">Create Account</h1>
    </section>
  );
}
