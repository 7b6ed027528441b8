## render: zh-CN

