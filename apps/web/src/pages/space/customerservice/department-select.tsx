import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { DepartmentOption } from '@bo/contract';
import { useUserStore } from '../../../stores/user';
import { buildTree, type TreeNode } from '../department/department-tree';
import { contactQueries } from './contact-queries';

/** A department picker over the branch's tree (the filter and the dialog); `extra` options go first (e.g. "no department"). */
export function DepartmentSelect({
  value,
  onChange,
  extra = [],
  placeholder,
  id,
  ...rest
}: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  extra?: { value: number; title: string }[];
  placeholder?: string;
  id?: string;
  'data-testid'?: string;
}) {
  const user = useUserStore((s) => s.info)!;
  const options = useQuery(contactQueries.departments(user));
  const treeData = useMemo(() => {
    const toOption = (list: TreeNode<DepartmentOption>[]): unknown[] =>
      list.map((n) => ({ value: n.row.id, title: n.row.name, children: toOption(n.children) }));
    return [...extra, ...toOption(buildTree(options.data?.list ?? []))];
  }, [options.data, extra]);
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={(v) => onChange?.(v)}
      treeData={treeData as never}
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={options.isPending}
      placeholder={placeholder}
      data-testid={rest['data-testid']}
    />
  );
}
