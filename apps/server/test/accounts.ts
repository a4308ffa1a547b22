/**
 * A staff account made by a test, straight in the database: of branch `gscode`, in role
 * `roleCode`, nicknamed as its account unless told, with the demo administrator's password
 * (context.ts TEST_PASSWORD), so `ctx.login(gscode, userName)` signs it in.
 */
export async function addAccount(
  q: (text: string, values?: unknown[]) => Promise<unknown[]>,
  a: { gscode?: string; userName: string; roleCode: string; nickName?: string },
): Promise<void> {
  await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
     select $1, $2, $3, b.guestcode, $4, (select password_hash from users where gscode = '001' and user_name = 'admin')
       from branches b where b.gscode = $1`,
    [a.gscode ?? '001', a.userName, a.nickName ?? a.userName, a.roleCode],
  );
}
