import { useSessionStore } from '@lantern/session';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Logout makes no server call: it clears the session and cached data and goes to /login. */
export function useSignOut() {
  const clear = useSessionStore((s) => s.clear);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    queryClient.clear();
    clear();
    navigate('/login', { replace: true });
  };
  return { signOut, signingOut };
}
