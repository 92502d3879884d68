import { ScrollView, View } from '@tarojs/components'
import './feed.scss'

export interface FilterChip<V> {
  value: V
  label: string
}

// One row of filter chips that scrolls sideways (categories, platforms); one is selected.
export default function FilterChips<V extends string | number>({
  chips, value, onChange, className,
}: { chips: FilterChip<V>[]; value: V; onChange: (value: V) => void; className?: string }) {
  return (
    <ScrollView scrollX className={`filter-chips${className ? ` ${className}` : ''}`}>
      {chips.map((chip) => (
        <View
          key={chip.value}
          role='tab'
          aria-selected={chip.value === value}
          className={`filter-chips__chip${chip.value === value ? ' filter-chips__chip--on' : ''}`}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </View>
      ))}
    </ScrollView>
  )
}
