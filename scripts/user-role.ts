// `npm run user:role -- <login> admin|moderator|editor [--remove]`: grants or revokes a staff role in the
// server's database: the PostgreSQL one of DATABASE_URL, else $DATA_DIR/app.db (default ./data). The login
// is a phone in any format or an e-mail. Never open a database the server would not: a role written elsewhere
// is a role the operator believes granted.
import { isStaffRole, setStaffRole, STAFF_ROLES } from '../api/features/users/staff-roles.ts';
import { withServerStore } from './server-store.ts';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const [login, role] = args.filter((a) => a !== '--remove');
if (!login || !role || !isStaffRole(role)) {
  console.error(`Использование / usage: npm run user:role -- <login> ${STAFF_ROLES.join('|')} [--remove]`);
  process.exit(2);
}
await withServerStore(async (store) => {
  const { userId, roles } = await setStaffRole(store.db, login, role, remove);
  console.log(`user ${userId} (${login}): roles = [${roles.join(', ')}]`);
});
