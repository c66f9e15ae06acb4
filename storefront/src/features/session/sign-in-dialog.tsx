/** Placeholder: the session feature replaces this with the sign-in dialog. */
export default function SignInDialog() {
  return null;
}
