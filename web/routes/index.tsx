import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: () => <main className="container"><h1>Наука рядом</h1></main>,
});
