## plan: zh-CN

