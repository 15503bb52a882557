import { createContext, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';

/**
 * What a tab may ask of the admin panel around it: to open another tab (after "Send as
 * Newsletter", the Newsletter tab), and to be asked before it is left with unsaved work.
 */
export interface AdminPanel {
  openTab: (value: string) => void;
  /** Marks (or clears) unsaved work under `key`; the panel asks before switching tabs. */
  setUnsaved: (key: string, unsaved: boolean) => void;
}

const AdminPanelContext = createContext<AdminPanel>({ openTab: () => {}, setUnsaved: () => {} });
export const AdminPanelProvider = AdminPanelContext.Provider;
export const useAdminPanel = () => useContext(AdminPanelContext);

/** The keys of the tabs' unsaved work, kept by the panel. */
export function useUnsavedRegistry() {
  const keys = useRef(new Set<string>());
  return useMemo(
    () => ({
      setUnsaved: (key: string, unsaved: boolean) => {
        if (unsaved) keys.current.add(key);
        else keys.current.delete(key);
      },
      any: () => keys.current.size > 0,
      clear: () => keys.current.clear(),
    }),
    [],
  );
}

/**
 * Declares unsaved work while `unsaved` is true: the panel asks before another tab opens, the
 * browser before the page is closed or reloaded, and a link to another page before it is followed.
 */
export function useUnsavedWork(unsaved: boolean) {
  const key = useId();
  const { setUnsaved } = useAdminPanel();
  const leaveQuestion = useIntl().formatMessage({ id: 'admin.leave.page' });
  useEffect(() => {
    setUnsaved(key, unsaved);
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // A link to another page of the site is followed inside the app, without unloading it: ask
    // before React's router sees the click.
    const guardLinks = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.origin !== window.location.origin) return;
      if (window.confirm(leaveQuestion)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', guardLinks, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', guardLinks, true);
      setUnsaved(key, false);
    };
  }, [key, unsaved, setUnsaved, leaveQuestion]);
}
