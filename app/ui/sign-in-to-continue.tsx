import { Link } from 'react-router'
import { primaryButtonClass, secondaryButtonClass } from './forms'

/** For a visitor on a page that needs an account (an invitation link): why, then Sign in and Register, each coming back here. */
export function SignInToContinue({ text, signIn, register }: { text: string; signIn: { href: string; label: string }; register: { href: string; label: string } }) {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={signIn.href} className={`${primaryButtonClass} flex-1`}>{signIn.label}</Link>
        <Link to={register.href} className={`${secondaryButtonClass} flex-1`}>{register.label}</Link>
      </div>
    </>
  )
}
