import { Form, Select } from "antd";

export interface ChoiceFieldProps {
  /** The form field's name, and the words around it. */
  name: string;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ label: string; value: string }>;
}

/** One optional choice from a list (skill level, age range, gi, intensity): clearable, every option rendered. */
export function ChoiceField({ name, label, placeholder, options }: ChoiceFieldProps) {
  return (
    <Form.Item label={label} name={name}>
      <Select allowClear virtual={false} options={[...options]} placeholder={placeholder} />
    </Form.Item>
  );
}
