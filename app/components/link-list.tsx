import { useLocalisedHref } from '~/components/i18n/context';

interface LinkListProps {
  links: Array<{ href: string; name: string }>;
  className?: string;
  linkClassName: string;
  /** Called when a link is followed, e.g. to close the menu it sits in. */
  onPick?: () => void;
}

/** A plain list of links, as the header's dropdowns, account menu and mobile menu show them. */
export function LinkList({ links, className, linkClassName, onPick }: LinkListProps) {
  const href = useLocalisedHref();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.name}>
          <a href={href(link.href)} onClick={onPick} className={linkClassName}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
