/**
 * Passwords that appear at the top of every leaked-password list, plus the obvious ones for a
 * ministry's site. Compared case-insensitively. Short ones (under 6 characters) are refused by the
 * length rule already and are not listed.
 */
const COMMON = `
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 9876543210 654321 7654321
111111 1111111 11111111 000000 00000000 121212 123123 123321 112233 131313 159753 555555
666666 696969 777777 7777777 888888 999999 123qwe 123abc abc123 abcdef abcdefg abcd1234
a123456 aa123456 qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qazwsx 1qaz2wsx zaq12wsx
1q2w3e 1q2w3e4r 1q2w3e4r5t asdfgh asdfghjkl asdf1234 zxcvbn zxcvbnm q1w2e3r4 password
password1 password12 password123 password! passw0rd p@ssw0rd p@ssword pa$$word passwort
motdepasse contraseña senha123 iloveyou iloveyou1 princess princess1 sunshine welcome
welcome1 welcome123 letmein letmein1 monkey monkey1 dragon master shadow superman batman
football football1 baseball baseball1 soccer hockey basketball michael jordan jennifer
jessica michelle charlie robert thomas daniel andrew joshua matthew ashley amanda nicole
hunter buster harley tigger ginger pepper maggie summer freedom whatever trustno1 starwars
computer internet killer mustang access secret secret1 ranger thunder matrix cheese
chocolate butterfly flower family friends forever lovely loveme mother father jordan23
admin1 admin123 administrator root123 changeme default guest123 login123 test123 test1234
testing qwerty1234 zxcvbnm1 naruto pokemon minecraft fuckyou 11223344 147258369 1234qwer
jesus1 jesus123 jesusis1 jesuschrist jesuslovesme ilovejesus ilovegod godisgood godisgreat
godislove blessed blessed1 blessing faithful faith1 christ christian christian1 heaven
heaven1 hallelujah halleluja praisegod praisethelord trinity salvation savior saviour
believe believer gospel genesis exodus psalms psalm23 john316 john3:16 amen123 lordjesus
church church1 holyspirit holybible bible1 kingdom emmanuel immanuel messiah prayer
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  COMMON.split(/\s+/).filter((p) => p.length > 0),
);

export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(password.trim().toLowerCase());
