// The home page. Search flags: auth opens the sign-in/registration modal (accounts),
// state+code are the social sign-in return, temporary_token signs in.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useShellSettings } from '../components/layout/shell-data-context.tsx';
import { HomePage } from '../features/home/home-page.tsx';

const homeSearch = v.object({
  auth: v.fallback(v.optional(v.picklist(['login', 'register'])), undefined),
  state: v.fallback(v.optional(v.string()), undefined),
  code: v.fallback(v.optional(v.string()), undefined),
  temporary_token: v.fallback(v.optional(v.string()), undefined),
});

function Home() {
  return <HomePage settings={useShellSettings()} />;
}

export const Route = createFileRoute('/')({
  validateSearch: homeSearch,
  component: Home,
});
