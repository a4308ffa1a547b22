/**
 * A staff account made by a test, straight in the database: of branch `gscode`, in role
 * `roleCode`, with the demo administrator's password (context.ts TEST_PASSWORD), so
 * `ctx.login(gscode, userName)` signs it in.
 */
export async function addAccount(
  q: (text: string, values?: unknown[]) => Promise<unknown[]>,
  { gscode = '001', userName, roleCode }: { gscode?: string; userName: string; roleCode: string },
): Promise<void> {
  await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
     select $1, $2, $2, b.guestcode, $3, (select password_hash from users where gscode = '001' and user_name = 'admin')
       from branches b where b.gscode = $1`,
    [gscode, userName, roleCode],
  );
}
