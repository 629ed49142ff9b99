import { CHALLENGE_TTL_SECONDS } from "@/lib/auth/challenges";

/** The e-mail with the code that confirms an account deletion (the code is six digits, nothing to escape). */
export function accountDeletionCodeEmail(code: string) {
  const minutes = CHALLENGE_TTL_SECONDS / 60;
  const lines = [
    "Enter this code to permanently delete your SkinSight account:",
    code,
    `The code expires in ${minutes} minutes and works once.`,
    "Deleting your account removes your reports, photos and medical records for good.",
    "If you did not ask for this, ignore this e-mail: your account stays as it is.",
  ];
  const html = lines
    .map((line) =>
      line === code
        ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace">${code}</p>`
        : `<p style="font-size:15px;line-height:1.5">${line}</p>`,
    )
    .join("\n");
  return {
    subject: "Confirm the deletion of your SkinSight account",
    html: `<!doctype html>\n<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif">\n${html}\n</body></html>`,
    text: `SkinSight\n\n${lines.join("\n\n")}\n`,
  };
}
