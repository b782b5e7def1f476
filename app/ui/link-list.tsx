import { Link, NavLink, type NavLinkProps } from 'react-router'
import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/i18n'

export interface LabelledLink {
  to: string
  label: MessageKey
  /** For navigation: the link is current only on its own address, not on the pages below it. */
  end?: boolean
}

/** Plain links, or navigation that marks the link to the current page (its class may depend on that). */
type LinkStyle = { isNavigation?: false; linkClassName: string } | { isNavigation: true; linkClassName: NavLinkProps['className'] }

/** A list of links with translated labels. */
export function LinkList(props: { links: readonly LabelledLink[]; className: string } & LinkStyle) {
  const t = useT()
  return (
    <ul className={props.className}>
      {props.links.map((link) => (
        <li key={link.to}>
          {props.isNavigation ? (
            <NavLink to={link.to} end={link.end} className={props.linkClassName}>
              {t(link.label)}
            </NavLink>
          ) : (
            <Link to={link.to} className={props.linkClassName}>
              {t(link.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
