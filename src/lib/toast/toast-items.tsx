import { toast, type Toast, type ToastSeverity } from './toast-store';

const severityStyles: Record<ToastSeverity, string> = {
  info: 'border-sky-300/40 bg-sky-950/95 text-sky-50',
  success: 'border-emerald-300/40 bg-emerald-950/95 text-emerald-50',
  warn: 'border-amber-300/50 bg-amber-950/95 text-amber-50',
  error: 'border-rose-300/50 bg-rose-950/95 text-rose-50',
  secondary: 'border-line bg-raised/95 text-fg',
  contrast: 'border-transparent bg-fg text-canvas',
};

function ToastItem({ item }: { item: Toast }) {
  // Errors and warnings interrupt (alert); everything else waits politely (status).
  const urgent = item.severity === 'error' || item.severity === 'warn';
  return (
    <li
      role={urgent ? 'alert' : 'status'}
      className={`toast-enter pointer-events-auto flex items-start gap-3 rounded-2xl border border-l-4 p-4 shadow-xl shadow-black/30 backdrop-blur ${severityStyles[item.severity]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.summary}</p>
        {item.detail && <p className="mt-1 text-sm opacity-90">{item.detail}</p>}
        {item.action && (
          <button
            type="button"
            onClick={() => {
              toast.remove(item.id);
              item.action?.onAction();
            }}
            className="mt-3 min-h-11 rounded-full bg-current/15 px-4 text-sm font-semibold hover:bg-current/25 focus-visible:outline-2 focus-visible:outline-current"
          >
            {item.action.label}
          </button>
        )}
      </div>
      {item.closable && (
        <button
          type="button"
          aria-label="Close notification"
          onClick={() => toast.remove(item.id)}
          className="-m-2 grid size-11 shrink-0 place-items-center rounded-full opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
}

/** The toasts of one container: loaded by ./toaster the first time there is one to show. */
export default function ToastItems({ items }: { items: Toast[] }) {
  return items.map((item) => <ToastItem key={item.id} item={item} />);
}
