// The wordmark: a stylised mill wheel beside the configured business name. `nameClass` lets the
// header hide the name on a phone, where the wheel and the link's label carry it.
export function Logo({ name, light = false, nameClass }: { name: string; light?: boolean; nameClass?: string }) {
  return (
    <span
      className={`flex items-center gap-2 font-display text-lg font-extrabold tracking-tight ${light ? 'text-white' : 'text-navy-950'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" className="fill-navy-900" />
        <circle cx="16" cy="16" r="7" fill="none" strokeWidth="2.5" className="stroke-mustard-400" />
        <path d="M16 5v22M5 16h22M8.2 8.2l15.6 15.6M23.8 8.2 8.2 23.8" strokeWidth="2" className="stroke-mustard-400" />
        <circle cx="16" cy="16" r="2.5" className="fill-white" />
      </svg>
      {nameClass ? <span className={nameClass}>{name}</span> : name}
    </span>
  );
}
