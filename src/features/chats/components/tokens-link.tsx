import { Link } from '@tanstack/react-router';

/** The next step after "not enough tokens". */
export function TokensLink() {
  return (
    <Link to="/tokens" className="font-semibold text-accent underline underline-offset-2">
      Get tokens
    </Link>
  );
}
